import { localized, type Widen } from '../../lib/translated.js';

/** Every sentence the host-area API says to people, in one place (in the request's language). */
const EN = {
  notFound: 'Event not found. It may not exist or may belong to another host.',
  access: {
    notOnChosenTeam: 'You are not on the team of the host you chose.',
    notAHost: 'You are not a host or on a host’s team.',
    roleForbids: 'Your role on this host’s team does not allow this.',
  },
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

const SW: Widen<typeof EN> = {
  notFound: 'Tukio halikupatikana. Huenda halipo au ni la mwandaaji mwingine.',
  access: {
    notOnChosenTeam: 'Hauko kwenye timu ya mwandaaji uliyemchagua.',
    notAHost: 'Wewe si mwandaaji wala hauko kwenye timu ya mwandaaji.',
    roleForbids: 'Jukumu lako kwenye timu ya mwandaaji huyu haliruhusu hili.',
  },
  problems: {
    cancelled: 'Tukio hili lilighairiwa; haliwezi kuchapishwa tena.',
    title: 'Weka jina lenye herufi 3 au zaidi.',
    start: 'Weka tarehe na saa ya kuanza.',
    endBeforeStart: 'Mwisho uwe baada ya mwanzo.',
    recurringDays: 'Chagua siku za kujirudia.',
    recurringStart: 'Weka tarehe ya kwanza ya kujirudia.',
    recurringEnd: 'Tarehe ya mwisho iwe baada ya ya kwanza.',
    shows: 'Weka angalau muda mmoja wa onyesho.',
    location: 'Weka mahali litakapofanyika.',
    externalUrl: 'Weka kiungo cha tiketi cha nje.',
    ticketTypes: 'Weka angalau aina moja ya tiketi, au fanya tukio kuwa la bure.',
    over: 'Songeza tarehe mbele: tukio hili limeshaisha.',
    onboarding: 'Kwanza maliza kuweka akaunti yako ya mwandaaji.',
  },
  cannotPublish: (problems: string[]) => `Tukio hili haliwezi kuchapishwa bado. ${problems.join(' ')}`,
  liveNeeds: (problems: string[]) =>
    `Tukio hili liko hewani, kwa hivyo lazima libaki na yote yanayohitajika kuchapisha. ${problems.join(' ')}`,
  invalid: {
    timeZone: 'timeZone: saa za eneo hizi hazijulikani.',
    category: 'categoryId: kundi hili halipo.',
    subcategory: 'subcategoryIds: aina hii ndogo haipo.',
    coordinates: 'latitude na longitude: weka zote mbili au usiweke yoyote.',
    salesWindow: (name: string) => `ticketTypes: mauzo ya ${name} lazima yaishe baada ya kuanza.`,
    duplicateShow: (date: string, time: string) => `showTimes: ${date} saa ${time} imeorodheshwa mara mbili.`,
    unknownShow: (id: number) => `showTimes: muda wa onyesho ${id} si wa tukio hili.`,
    unknownType: (id: number) => `ticketTypes: aina ya tiketi ${id} si ya tukio hili.`,
  },
  rules: {
    typeChange:
      'Tiketi zimeuzwa kwa tarehe za tukio hili, kwa hivyo aina ya tarehe zake haiwezi kubadilika. Ghairi tarehe hizo kwanza.',
    moveDay:
      'Tiketi zimeuzwa kwa tarehe hii, kwa hivyo haiwezi kuhamishiwa siku nyingine. Ghairi tukio na uunde jipya.',
    recurringDate: (day: string) =>
      `Tiketi zimeuzwa kwa ${day}, ambayo tarehe mpya zingeiacha nje. Iache tarehe hiyo kwenye ratiba.`,
    showRemoved: (day: string) => `Tiketi zimeuzwa kwa onyesho la ${day}. Ghairi onyesho hilo badala ya kuliondoa.`,
    showMoved: (day: string) =>
      `Tiketi zimeuzwa kwa onyesho la ${day}, kwa hivyo haliwezi kuhamishiwa siku nyingine. Ghairi badala yake.`,
    typeHasSales: (name: string) =>
      `${name} ina tiketi zilizouzwa au zilizoshikiliwa. Acha kuiuza (iweke kando) badala ya kuifuta.`,
    typeBelowSold: (name: string, n: number) =>
      `Tiketi ${n} za ${name} zimeshauzwa au kushikiliwa kwa tarehe moja; idadi haiwezi kuwa chini ya hiyo.`,
    dateBelowSold: (n: number) =>
      `Nafasi ${n} zimeshauzwa au kushikiliwa kwa tarehe moja; uwezo hauwezi kuwa chini ya hapo.`,
  },
};

export const HOST_EVENT_TEXT = localized(EN, SW);
