/** Every sentence the host-area API says to people, in one place. */
export const HOST_EVENT_TEXT = {
  notFound: 'Event not found. It may not exist or may belong to another host.',
  problems: {
    cancelled: 'This event was cancelled; it cannot be published again.',
    title: 'Add a title of at least 3 characters.',
    start: 'Add a start date and time.',
    endBeforeStart: 'Make the end come after the start.',
    recurringDays: 'Choose the days it repeats on.',
    recurringStart: 'Add the first date it repeats from.',
    recurringEnd: 'Make the last date come after the first.',
    shows: 'Add at least one show time.',
    location: 'Add where it happens.',
    externalUrl: 'Add the external ticket link.',
    ticketTypes: 'Add at least one ticket type, or make the event free.',
    over: 'Move the date into the future: this event is already over.',
    onboarding: 'Finish setting up your host account first.',
  },
  cannotPublish: (problems: string[]) => `This event can’t be published yet. ${problems.join(' ')}`,
  liveNeeds: (problems: string[]) => `This event is live, so it must keep what publishing needs. ${problems.join(' ')}`,
  invalid: {
    timeZone: 'timeZone: not a known time zone.',
    category: 'categoryId: no such category.',
    subcategory: 'subcategoryIds: no such subcategory.',
    coordinates: 'latitude and longitude: give both or neither.',
    salesWindow: (name: string) => `ticketTypes: sales of ${name} must end after they start.`,
    duplicateShow: (date: string, time: string) => `showTimes: ${date} at ${time} is listed twice.`,
    unknownShow: (id: number) => `showTimes: show time ${id} is not part of this event.`,
    unknownType: (id: number) => `ticketTypes: ticket type ${id} is not part of this event.`,
  },
  rules: {
    typeChange:
      'Tickets are sold for this event’s dates, so its kind of dates cannot change. Cancel those dates first.',
    moveDay: 'Tickets are sold for this date, so it cannot move to another day. Cancel the event and make a new one.',
    recurringDate: (day: string) =>
      `Tickets are sold for ${day}, which the new dates would leave out. Keep that date in the schedule.`,
    showRemoved: (day: string) => `Tickets are sold for the show on ${day}. Cancel that show instead of removing it.`,
    showMoved: (day: string) =>
      `Tickets are sold for the show on ${day}, so it cannot move to another day. Cancel it instead.`,
    typeHasSales: (name: string) =>
      `${name} has tickets sold or held. Stop selling it (archive it) instead of deleting it.`,
    typeBelowSold: (name: string, n: number) =>
      `${n} ${name} tickets are already sold or held for one date; the quantity cannot be lower than that.`,
    dateBelowSold: (n: number) =>
      `${n} places are already sold or held for one date; the capacity cannot be lower than that.`,
  },
} as const;
