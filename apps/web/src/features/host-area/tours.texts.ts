import type { TTourId } from './lib/tours';

/** One step of a guided tour as the host reads it. */
export interface TTourStepText {
  title: string;
  text: string;
}

/**
 * Every word of the guided tours, in one place so it can be translated later. The steps of each
 * tour are in the order they run; lib/tour-steps.ts says what each one points at.
 */
export const TOUR_T = {
  takeTour: 'Take the tour',
  takeTourOf: (name: string) => `Take the tour of ${name}`,
  showToursAgain: 'Show tours again',
  toursBack: 'Tours are back',
  toursBackText: 'Each page with a tour shows it again. “Take the tour” on a page replays it any time.',
  counter: (n: number, total: number) => `${n} of ${total}`,
  announce: (n: number, total: number, title: string, text: string) => `Step ${n} of ${total}: ${title}. ${text}`,
  back: 'Back',
  next: 'Next',
  finish: 'Finish',
  skip: 'Skip tour',
  names: {
    dashboard: 'the dashboard',
    'create-event': 'creating an event',
    'check-in': 'checking tickets in',
  } satisfies Record<TTourId, string>,
  steps: {
    dashboard: [
      {
        title: 'Your figures at a glance',
        text: 'Tickets sold, gross and net revenue, page views and conversion over the last 30 days. Tap the (i) beside a figure to see how it is worked out.',
      },
      {
        title: 'Sales over time',
        text: 'One bar per day of tickets sold, so you can see what a post, a poster or a price change did.',
      },
      {
        title: 'Upcoming events',
        text: 'Your next events with tickets sold against places. Open one to see sales per ticket type and date.',
      },
      {
        title: 'Latest orders',
        text: 'Who bought what, as it happens. Tickets has every order, where you can resend tickets or give a refund.',
      },
      {
        title: 'Everything else is in the menu',
        text: 'Events, creating an event, tickets and attendees, check-in at the door and your team. “Show tours again” is there too.',
      },
    ],
    'create-event': [
      {
        title: 'Start with the basics',
        text: 'A clear title, a short description and a category help people find your event. Bold, lists and links are kept.',
      },
      {
        title: 'When it happens',
        text: 'One date, a weekly schedule (say every Friday) or several show times. Each date gets its own places.',
      },
      {
        title: 'Where it happens',
        text: 'The venue, its address and the town, so people nearby find it and know where to go.',
      },
      {
        title: 'Tickets',
        text: 'One ticket type per price: a name, the price in KES (0 for free), how many and, if you like, when sales open and close.',
      },
      {
        title: 'Checked before it goes live',
        text: 'Publishing checks that buyers have what they need: a date, a place and tickets. Anything missing is listed in plain words.',
      },
      {
        title: 'Save a draft or publish',
        text: 'A draft is yours alone: finish it later. Publish puts the event on Tikiti at once, and you can still edit it afterwards.',
      },
    ],
    'check-in': [
      {
        title: 'Scan tickets at the door',
        text: 'Choose the event, then point the camera at each ticket’s QR code. The answer fills the screen: green let in, amber look again, red stop.',
      },
      {
        title: 'No QR code? Type the code',
        text: 'For a torn or dim ticket, type the code printed on it and press Check. The same rules apply.',
      },
      {
        title: 'No signal at the gate?',
        text: 'Download the event’s list before doors open. The phone then checks tickets with no network and sends the check-ins when it is back online.',
      },
    ],
  } satisfies Record<TTourId, TTourStepText[]>,
};
