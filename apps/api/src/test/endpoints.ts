/**
 * Every public endpoint, for the fuzz test (fuzz.test.ts). ADDING A ROUTE? Add it here with a
 * valid example request; the fuzz test then throws generated junk at it and fails if it ever
 * answers 5xx. A route that is neither here nor in NOT_FUZZED fails the coverage check.
 */
export interface FuzzEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify route path; `:name` segments get generated junk. */
  url: string;
  /** Values that pass validation for each `:name` segment. */
  params?: Record<string, string[]>;
  /** A valid query string as key/value pairs; the fuzzer replaces and adds values. */
  query?: Record<string, string>;
  /** A valid JSON body; the fuzzer replaces fields, types and the whole body. */
  body?: Record<string, unknown>;
  /** What the example request answers when nobody is signed in (default 200). */
  status?: number;
}

/** A whole event form (POST and PUT /api/host/events). */
const HOST_EVENT = {
  title: 'Nairobi Jazz Night',
  description: '<p>Live <strong>jazz</strong>.</p>',
  eventType: 'one-off',
  startDate: '2030-06-01T19:00:00+03:00',
  endDate: '2030-06-01T23:00:00+03:00',
  location: 'Alliance Française',
  town: 'nairobi',
  ticketTypes: [{ name: 'Regular', price: 1500, quantity: 100 }],
};

/** A whole promo code (POST and PUT /api/host/events/{id}/promo-codes). */
const PROMO_CODE = {
  code: 'EARLY-BIRD',
  discountType: 'percent',
  discountValue: 20,
  maxUses: 50,
  startsAt: '2030-05-01T00:00:00+03:00',
  endsAt: '2030-05-31T23:59:00+03:00',
  ticketTypeIds: [1],
};

/** A well-formed order token that names no order. */
const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const FUZZ_ENDPOINTS: FuzzEndpoint[] = [
  {
    method: 'GET',
    url: '/api/events',
    query: {
      q: 'jazz',
      categoryId: '1',
      subcategoryId: '2',
      location: 'nairobi,mombasa',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      minPrice: '0',
      maxPrice: '5000',
      sort: 'date-asc',
      upcoming: '1',
      past: '1',
      limit: '24',
      offset: '0',
    },
  },
  { method: 'GET', url: '/api/events/featured' },
  { method: 'GET', url: '/api/events/:id', params: { id: ['26', 'Tk8mZq', 'nairobi-jazz-under-the-stars'] } },
  { method: 'GET', url: '/api/events/:id/images', params: { id: ['26', 'Tk8mZq'] } },
  {
    method: 'POST',
    url: '/api/events/track-view',
    body: { eventId: 26, source: 'event_details_page', referrer: '/events' },
  },
  {
    method: 'POST',
    url: '/api/events/track-click',
    body: { eventId: 'Tk8mZq', clickType: 'get_tickets_button', referrer: '/events/26' },
  },
  { method: 'GET', url: '/api/categories' },
  { method: 'GET', url: '/api/subcategories' },
  { method: 'GET', url: '/api/tribes' },
  { method: 'GET', url: '/api/config' },
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/api/auth/me', status: 401 },
  {
    method: 'POST',
    url: '/api/auth/signup',
    body: {
      firstName: 'Amina',
      lastName: 'Wanjiru',
      username: 'amina_w',
      email: 'amina@example.com',
      phone: '0712345678',
      password: 'Kilimanjaro#2026',
      type: 'attendee',
    },
    status: 201,
  },
  {
    method: 'POST',
    url: '/api/auth/verify',
    body: { email: 'amina@example.com', otp: '123456', type: 'signup' },
    status: 400,
  },
  // Another email than the sign-up above: a code was just sent there, so a resend would be a 429.
  { method: 'POST', url: '/api/auth/resend-otp', body: { email: 'baraka@example.com', type: 'signup' } },
  {
    method: 'POST',
    url: '/api/auth/signin',
    body: { username: 'demo-attendee', password: 'Demo#2026', rememberMe: false },
  },
  { method: 'POST', url: '/api/auth/logout' },
  { method: 'GET', url: '/api/auth/host-status', status: 401 },
  { method: 'POST', url: '/api/auth/forgot-password', body: { email: 'attendee@tikiti.demo' } },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    body: { email: 'attendee@tikiti.demo', otp: '123456', password: 'Kilimanjaro#2026' },
    status: 400,
  },
  // Without Google settings both send the browser back to the sign-in page.
  { method: 'GET', url: '/api/auth/google', query: { type: 'host', returnTo: '/events' }, status: 302 },
  { method: 'GET', url: '/api/auth/google/callback', query: { code: 'abc', state: 'xyz' }, status: 302 },
  // Host onboarding and the profile: signed out, each answers 401 (validation may answer 400 first).
  { method: 'GET', url: '/api/hosts/me/onboarding', status: 401 },
  { method: 'POST', url: '/api/hosts/me', status: 401 },
  {
    method: 'PUT',
    url: '/api/hosts/me/details',
    body: { vendorName: 'Nairobi Beats', phone: '0712345678', email: 'bookings@example.com', bio: 'Live music.' },
    status: 401,
  },
  { method: 'POST', url: '/api/hosts/me/logo', status: 401 },
  { method: 'DELETE', url: '/api/hosts/me/logo', status: 401 },
  { method: 'PUT', url: '/api/hosts/me/payout', body: { method: 'mpesa', phone: '0712345678' }, status: 401 },
  { method: 'POST', url: '/api/hosts/me/onboarding/complete', status: 401 },
  {
    method: 'PATCH',
    url: '/api/profile',
    body: { firstName: 'Amina', lastName: 'Wanjiru', username: 'amina_w' },
    status: 401,
  },
  { method: 'PATCH', url: '/api/profile/locale', body: { locale: 'sw' }, status: 401 },
  { method: 'POST', url: '/api/profile/photo', status: 401 },
  { method: 'DELETE', url: '/api/profile/photo', status: 401 },
  {
    method: 'POST',
    url: '/api/profile/password',
    body: { currentPassword: 'Kilimanjaro#2026', newPassword: 'Serengeti#2027' },
    status: 401,
  },
  {
    method: 'POST',
    url: '/api/profile/email',
    body: { newEmail: 'amina.new@example.com', password: 'Kilimanjaro#2026' },
    status: 401,
  },
  { method: 'POST', url: '/api/profile/email/confirm', body: { code: '123456' }, status: 401 },
  { method: 'GET', url: '/api/profile/saved-events', status: 401 },
  { method: 'POST', url: '/api/profile/saved-events/merge', body: { eventIds: [26, 27] }, status: 401 },
  { method: 'PUT', url: '/api/profile/saved-events/:eventId', params: { eventId: ['26'] }, status: 401 },
  { method: 'DELETE', url: '/api/profile/saved-events/:eventId', params: { eventId: ['26'] }, status: 401 },
  { method: 'DELETE', url: '/api/profile', body: { password: 'Kilimanjaro#2026' }, status: 401 },
  { method: 'GET', url: '/api/docs/json' },
  { method: 'GET', url: '/sitemap.xml' },
  { method: 'GET', url: '/robots.txt' },
  // The data saver's smaller pictures: the fuzz app has no pictures, so a valid width answers 404.
  { method: 'GET', url: '/img/:width/*', params: { width: ['320', '160'] }, status: 404 },
  // Development routes answer only loopback connections; the fuzz test's clients are not (404).
  { method: 'GET', url: '/dev/outbox', status: 404 },
  // Checkout, payments and tickets (orders are named by a token nobody here knows: 404).
  { method: 'GET', url: '/api/events/:eventId/availability', params: { eventId: ['26', 'Tk8mZq'] } },
  {
    method: 'POST',
    url: '/api/checkout/orders',
    body: {
      eventId: 26,
      selectedDate: null,
      selectedShowTimeId: null,
      tickets: [{ ticketTypeId: 1, quantity: 1, price: 1000 }],
      buyer: { name: 'Wanjiku Kamau', email: 'wanjiku@example.co.ke', phone: '0712345678' },
      idempotencyKey: 'fuzz-order-key-0001',
    },
    status: 409,
  },
  {
    method: 'POST',
    url: '/api/checkout/free-reservations',
    body: {
      eventId: 26,
      tickets: [{ ticketTypeId: 1, quantity: 1, price: 0 }],
      buyer: { name: 'Wanjiku Kamau', email: 'wanjiku@example.co.ke' },
      idempotencyKey: 'fuzz-reservation-key-0001',
    },
    status: 409,
  },
  {
    method: 'POST',
    url: '/api/events/:eventId/promo-codes/check',
    params: { eventId: ['26', 'Tk8mZq'] },
    // A ticket type the event does not have (400), as an empty body is: the same answer either way.
    body: { code: 'EARLY-BIRD', tickets: [{ id: 999999, quantity: 2 }] },
    status: 400,
  },
  { method: 'GET', url: '/api/orders/:token', params: { token: [TOKEN] }, status: 404 },
  { method: 'POST', url: '/api/orders/:token/cancel', params: { token: [TOKEN] }, status: 404 },
  {
    method: 'POST',
    url: '/api/orders/:token/payments',
    params: { token: [TOKEN] },
    body: { channel: 'mpesa', phone: '0712345678', idempotencyKey: 'fuzz-payment-key-0001' },
    status: 404,
  },
  { method: 'POST', url: '/api/orders/:token/verify', params: { token: [TOKEN] }, status: 404 },
  {
    method: 'POST',
    url: '/api/orders/:token/confirm',
    params: { token: [TOKEN] },
    body: { code: '123456' },
    status: 404,
  },
  {
    method: 'POST',
    url: '/api/payments/webhooks/paystack',
    body: { event: 'charge.success', data: { reference: 'x' } },
    status: 404,
  },
  {
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    body: { event: 'charge.success', data: { reference: 'x' } },
    status: 401,
  },
  {
    method: 'POST',
    url: '/api/payments/daraja/callback/:reference/:secret',
    params: { reference: ['tkp_unknown_ref'], secret: ['not-the-secret'] },
    body: { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 1032, ResultDesc: 'Cancelled' } } },
    status: 404,
  },
  {
    method: 'POST',
    url: '/api/payments/daraja/b2c/:reference/:secret/:kind',
    params: { reference: ['tkp_unknown_ref'], secret: ['not-the-secret'], kind: ['result', 'timeout'] },
    body: { Result: { ResultType: 0, ResultCode: 0, ResultDesc: 'Processed', ConversationID: 'AG_1' } },
    status: 404,
  },
  {
    method: 'POST',
    url: '/api/payments/daraja/payouts/:reference/:secret/:kind',
    params: { reference: ['tikiti-po-1-000000000000'], secret: ['not-the-secret'], kind: ['result', 'timeout'] },
    body: { Result: { ResultType: 0, ResultCode: 0, ResultDesc: 'Processed', ConversationID: 'AG_1' } },
    status: 404,
  },
  {
    method: 'POST',
    url: '/api/payments/daraja/c2b/:secret/validation',
    params: { secret: ['not-the-secret'] },
    body: { TransID: 'SPB0000001', TransAmount: '100.00', BusinessShortCode: '600000', BillRefNumber: 'TK-AAAAAAA' },
    status: 404,
  },
  {
    method: 'POST',
    url: '/api/payments/daraja/c2b/:secret/confirmation',
    params: { secret: ['not-the-secret'] },
    body: { TransID: 'SPB0000001', TransAmount: '100.00', BusinessShortCode: '600000', BillRefNumber: 'TK-AAAAAAA' },
    status: 404,
  },
  { method: 'GET', url: '/api/payments/sandbox/:reference', params: { reference: ['tkp_unknown_ref'] }, status: 404 },
  {
    method: 'POST',
    url: '/api/payments/sandbox/:reference',
    params: { reference: ['tkp_unknown_ref'] },
    body: { outcome: 'success' },
    status: 404,
  },
  { method: 'GET', url: '/api/orders/:token/tickets.pdf', params: { token: [TOKEN] }, status: 404 },
  { method: 'GET', url: '/api/orders/:token/calendar.ics', params: { token: [TOKEN] }, status: 404 },
  {
    method: 'GET',
    url: '/api/orders/:token/tickets/:ticketId/qr.svg',
    params: { token: [TOKEN], ticketId: ['1'] },
    status: 404,
  },
  { method: 'GET', url: '/api/tickets/public-key' },
  { method: 'POST', url: '/api/orders/resend', body: { email: 'wanjiku@example.co.ke' }, status: 202 },
  { method: 'GET', url: '/api/profile/tickets', status: 401 },
  // Tickets sent to a friend (decision 051): signed out, a link naming no transfer.
  {
    method: 'POST',
    url: '/api/tickets/transfers',
    body: { ticketIds: [1], email: 'friend@example.com' },
    status: 401,
  },
  { method: 'DELETE', url: '/api/tickets/transfers/:id', params: { id: ['1'] }, status: 401 },
  { method: 'GET', url: '/api/profile/transfers', status: 401 },
  { method: 'GET', url: '/api/profile/tickets/:ticketId/qr.svg', params: { ticketId: ['1'] }, status: 401 },
  { method: 'GET', url: '/api/transfers/:token', params: { token: [TOKEN] }, status: 404 },
  { method: 'POST', url: '/api/transfers/:token/accept', params: { token: [TOKEN] }, status: 401 },
  { method: 'GET', url: '/api/host/events/:eventId/transfers', params: { eventId: ['1'] }, status: 401 },
  // Tickets returned to the waiting list (decision 054): signed out.
  { method: 'POST', url: '/api/tickets/returns', body: { ticketIds: [1] }, status: 401 },
  { method: 'DELETE', url: '/api/tickets/returns/:id', params: { id: ['1'] }, status: 401 },
  // The waiting list (decision 050): a ticket type on sale refuses a join; a link naming no entry.
  {
    method: 'POST',
    url: '/api/waiting-list',
    body: {
      eventId: 26,
      selectedDate: '2026-12-05',
      ticketTypeId: 1,
      quantity: 1,
      name: 'Wanjiku Kamau',
      email: 'wanjiku@example.co.ke',
      phone: '+254712345678',
    },
    status: 409,
  },
  { method: 'GET', url: '/api/waiting-list', status: 401 },
  { method: 'GET', url: '/api/waiting-list/:token', params: { token: [TOKEN] }, status: 404 },
  { method: 'GET', url: '/api/waiting-list/offers/:token', params: { token: [TOKEN] }, status: 404 },
  { method: 'DELETE', url: '/api/waiting-list/:token', params: { token: [TOKEN] }, status: 404 },
  { method: 'GET', url: '/api/host/events/:eventId/waiting-list', params: { eventId: ['1'] }, status: 401 },
  {
    method: 'PUT',
    url: '/api/host/events/:eventId/waiting-list',
    params: { eventId: ['1'] },
    body: { enabled: true, offerWindowMinutes: 30 },
    status: 401,
  },
  // The host area: signed out, each answers 401 (validation may answer 400 first).
  { method: 'GET', url: '/api/host/me', status: 401 },
  { method: 'GET', url: '/api/host/dashboard', query: { days: '30' }, status: 401 },
  { method: 'GET', url: '/api/host/events', status: 401 },
  { method: 'POST', url: '/api/host/events', body: HOST_EVENT, status: 401 },
  { method: 'GET', url: '/api/host/events/:eventId', params: { eventId: ['26'] }, status: 401 },
  { method: 'PUT', url: '/api/host/events/:eventId', params: { eventId: ['26'] }, body: HOST_EVENT, status: 401 },
  { method: 'POST', url: '/api/host/events/:eventId/publish', params: { eventId: ['26'] }, status: 401 },
  { method: 'GET', url: '/api/host/events/:eventId/tickets', params: { eventId: ['26'] }, status: 401 },
  { method: 'GET', url: '/api/host/events/:eventId/promo-codes', params: { eventId: ['26'] }, status: 401 },
  {
    method: 'POST',
    url: '/api/host/events/:eventId/promo-codes',
    params: { eventId: ['26'] },
    body: PROMO_CODE,
    status: 401,
  },
  {
    method: 'PUT',
    url: '/api/host/events/:eventId/promo-codes/:codeId',
    params: { eventId: ['26'], codeId: ['1'] },
    body: PROMO_CODE,
    status: 401,
  },
  {
    method: 'DELETE',
    url: '/api/host/events/:eventId/promo-codes/:codeId',
    params: { eventId: ['26'], codeId: ['1'] },
    status: 401,
  },
  // Cancelling an event or one date (owner only to start or retry).
  { method: 'GET', url: '/api/host/events/:eventId/cancellations', params: { eventId: ['26'] }, status: 401 },
  { method: 'GET', url: '/api/host/events/:eventId/cancellations/preview', params: { eventId: ['26'] }, status: 401 },
  {
    method: 'POST',
    url: '/api/host/events/:eventId/cancellations',
    params: { eventId: ['26'] },
    body: { occurrenceKey: '2030-06-01', message: 'The venue flooded. We are so sorry.' },
    status: 401,
  },
  {
    method: 'POST',
    url: '/api/host/events/:eventId/cancellations/:cancellationId/retry',
    params: { eventId: ['26'], cancellationId: ['1'] },
    status: 401,
  },
  // Event images (multipart upload, like the logo: the fuzzer sends junk bodies and headers).
  { method: 'GET', url: '/api/host/events/:eventId/images', params: { eventId: ['26'] }, status: 401 },
  { method: 'POST', url: '/api/host/events/:eventId/images', params: { eventId: ['26'] }, status: 401 },
  {
    method: 'PUT',
    url: '/api/host/events/:eventId/images/order',
    params: { eventId: ['26'] },
    body: { imageIds: ['AbCdEfGh12345678', 'ZyXwVuTs-_876543'] },
    status: 401,
  },
  {
    method: 'DELETE',
    url: '/api/host/events/:eventId/images/:imageId',
    params: { eventId: ['26'], imageId: ['AbCdEfGh12345678'] },
    status: 401,
  },
  {
    method: 'GET',
    url: '/api/host/attendees',
    query: { eventId: '26', q: 'wanjiku', status: 'valid', checkedIn: 'false', page: '1' },
    status: 401,
  },
  { method: 'GET', url: '/api/host/attendees.csv', query: { eventId: '26' }, status: 401 },
  { method: 'GET', url: '/api/host/orders', query: { eventId: '26', q: 'TK-' }, status: 401 },
  { method: 'POST', url: '/api/host/orders/:reference/resend', params: { reference: ['TK-7Q2M9X'] }, status: 401 },
  { method: 'POST', url: '/api/host/orders/:reference/refund', params: { reference: ['TK-7Q2M9X'] }, status: 401 },
  { method: 'GET', url: '/api/host/events/:eventId/complimentary', params: { eventId: ['26'] }, status: 401 },
  {
    method: 'POST',
    url: '/api/host/events/:eventId/complimentary',
    params: { eventId: ['26'] },
    body: { ticketTypeId: 1, quantity: 2, name: 'Achieng Otieno', email: 'achieng@example.com', selectedDate: null },
    status: 401,
  },
  { method: 'POST', url: '/api/host/orders/:reference/revoke', params: { reference: ['TK-7Q2M9X'] }, status: 401 },
  { method: 'GET', url: '/api/host/team', status: 401 },
  {
    method: 'POST',
    url: '/api/host/team/invitations',
    body: { email: 'volunteer@example.co.ke', role: 'scanner', eventIds: [26] },
    status: 401,
  },
  {
    method: 'PATCH',
    url: '/api/host/team/:memberId',
    params: { memberId: ['1'] },
    body: { role: 'manager', eventIds: [] },
    status: 401,
  },
  { method: 'DELETE', url: '/api/host/team/:memberId', params: { memberId: ['1'] }, status: 401 },
  { method: 'POST', url: '/api/host/team/join', body: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, status: 401 },
  {
    method: 'POST',
    url: '/api/host/check-in',
    body: { code: 'Tk0001abcdEFGH1234xy', eventId: 26, occurrenceKey: 'single' },
    status: 401,
  },
  { method: 'GET', url: '/api/host/check-in/events', status: 401 },
  { method: 'GET', url: '/api/host/check-in/events/:eventId/offline', params: { eventId: ['26'] }, status: 401 },
  {
    method: 'POST',
    url: '/api/host/check-in/sync',
    body: {
      eventId: 26,
      scans: [{ code: 'Tk0001abcdEFGH1234xy', scannedAt: '2030-06-01T19:05:00+03:00', deviceId: 'door-1' }],
    },
    status: 401,
  },
  // Host settings and payouts (owner only).
  { method: 'GET', url: '/api/host/settings', status: 401 },
  {
    method: 'PUT',
    url: '/api/host/settings/profile',
    body: {
      vendorName: 'Savannah Sounds',
      phone: '0712345678',
      email: 'bookings@savannah.co.ke',
      bio: 'Live music.',
      website: 'savannahsounds.co.ke',
    },
    status: 401,
  },
  { method: 'POST', url: '/api/host/settings/logo', status: 401 },
  { method: 'DELETE', url: '/api/host/settings/logo', status: 401 },
  {
    method: 'PUT',
    url: '/api/host/settings/payout-method',
    body: { method: 'bank', bankName: 'KCB', accountNumber: '1234567890', accountName: 'Savannah Ltd', password: 'x' },
    status: 401,
  },
  {
    method: 'PUT',
    url: '/api/host/settings/identity',
    body: { legalName: 'Savannah Ltd', kraPin: 'P051234567Q', idType: 'national_id', idNumber: '12345678' },
    status: 401,
  },
  { method: 'GET', url: '/api/host/balances', status: 401 },
  { method: 'GET', url: '/api/host/payouts', status: 401 },
  { method: 'POST', url: '/api/host/payouts', body: { eventId: 26 }, status: 401 },
  // Reviews: the feedback link (a well-formed token naming no review), the host's list and reply.
  { method: 'GET', url: '/api/feedback/:token', params: { token: [TOKEN] }, status: 404 },
  {
    method: 'POST',
    url: '/api/feedback/:token',
    params: { token: [TOKEN] },
    body: { rating: 5, comment: 'Great sound, long queues at the gate.' },
    status: 404,
  },
  { method: 'GET', url: '/api/host/reviews', query: { eventId: '26', rating: '5', page: '1' }, status: 401 },
  {
    method: 'PUT',
    url: '/api/host/reviews/:reviewId/reply',
    params: { reviewId: ['1'] },
    body: { reply: 'Thank you for coming!' },
    status: 401,
  },
  { method: 'POST', url: '/dev/reviews/request', body: { eventId: 26 }, status: 404 },
  { method: 'POST', url: '/dev/waiting-list/offers-due', body: { eventId: 26 }, status: 404 },
  {
    method: 'POST',
    url: '/api/events/:id/reports',
    params: { id: ['26', 'Tk8mZq'] },
    body: { reason: 'fraud', details: 'The venue says no such event', email: 'reporter@example.com' },
    status: 201,
  },

  // The admin area (docs/admin.md): every route but the sign-in steps answers a visitor 401.
  // admin.authz.test.ts sends each example as every kind of user and as an admin.
  {
    method: 'POST',
    url: '/api/admin/auth/password',
    body: { email: 'nobody@example.com', password: 'not-a-password' },
    status: 401,
  },
  { method: 'POST', url: '/api/admin/auth/totp', body: { code: '123456' }, status: 401 },
  { method: 'POST', url: '/api/admin/auth/reauth', body: { code: '123456' }, status: 401 },
  { method: 'POST', url: '/api/admin/auth/logout', status: 200 },
  { method: 'GET', url: '/api/admin/me', status: 401 },
  { method: 'GET', url: '/api/admin/openapi.json', status: 401 },
  // Admin sign-in, enrolment, the admin's account (brief D).
  { method: 'GET', url: '/api/admin/auth/enrollment', status: 401 },
  { method: 'POST', url: '/api/admin/auth/enrollment', body: { code: '123456' }, status: 401 },
  { method: 'GET', url: '/api/admin/account', status: 401 },
  { method: 'POST', url: '/api/admin/account/recovery-codes', body: { code: '123456' }, status: 401 },
  {
    method: 'GET',
    url: '/api/admin/audit',
    query: { from: '2026-01-01', to: '2030-12-31', action: 'host.suspended', subjectType: 'host', limit: '20' },
    status: 401,
  },
  { method: 'GET', url: '/api/admin/audit.csv', query: { actor: 'admin@tikiti.demo' }, status: 401 },
  {
    method: 'GET',
    url: '/api/admin/hosts',
    query: { q: 'jazz', status: 'all', offset: '0', limit: '25' },
    status: 401,
  },
  { method: 'GET', url: '/api/admin/hosts/:hostId', params: { hostId: ['1'] }, status: 401 },
  {
    method: 'POST',
    url: '/api/admin/hosts/:hostId/verification',
    params: { hostId: ['1'] },
    body: { verified: true },
    status: 401,
  },
  {
    method: 'POST',
    url: '/api/admin/hosts/:hostId/suspend',
    params: { hostId: ['999999'] },
    body: { reason: 'Selling tickets to an event that does not exist' },
    status: 401,
  },
  {
    method: 'POST',
    url: '/api/admin/hosts/:hostId/restore',
    params: { hostId: ['999999'] },
    body: { reason: 'Documents checked' },
    status: 401,
  },
  { method: 'GET', url: '/api/admin/users', query: { q: 'wanjiku', offset: '0', limit: '25' }, status: 401 },
  { method: 'GET', url: '/api/admin/users/:userId', params: { userId: ['1'] }, status: 401 },
  { method: 'POST', url: '/api/admin/users/:userId/end-sessions', params: { userId: ['999999'] }, status: 401 },
  // Admin: events moderation, reports, dashboard, catalogue (docs/admin.md).
  {
    method: 'GET',
    url: '/api/admin/events',
    query: { q: 'jazz', status: 'live', featured: 'true', offset: '0', limit: '25' },
    status: 401,
  },
  {
    method: 'POST',
    url: '/api/admin/events/:id/unpublish',
    params: { id: ['1'] },
    body: { reason: 'Reported as fraud by buyers' },
    status: 401,
  },
  { method: 'POST', url: '/api/admin/events/:id/restore', params: { id: ['1'] }, status: 401 },
  {
    method: 'POST',
    url: '/api/admin/events/:id/featured',
    params: { id: ['1'] },
    body: { featured: true },
    status: 401,
  },
  {
    method: 'GET',
    url: '/api/admin/reports',
    query: { status: 'open', offset: '0', limit: '25' },
    status: 401,
  },
  {
    method: 'POST',
    url: '/api/admin/reports/:id/resolve',
    params: { id: ['1'] },
    body: { outcome: 'dismissed', note: 'Nothing wrong found' },
    status: 401,
  },
  // The admin area's money (decision 022): payouts, support's orders and refunds, the ledger.
  { method: 'GET', url: '/api/admin/payouts', query: { status: 'requested', page: '1' }, status: 401 },
  { method: 'POST', url: '/api/admin/payouts/:id/approve', params: { id: ['2000000000'] }, status: 401 },
  { method: 'POST', url: '/api/admin/payouts/:id/retry', params: { id: ['2000000000'] }, status: 401 },
  {
    method: 'POST',
    url: '/api/admin/payouts/:id/reject',
    params: { id: ['2000000000'] },
    body: { reason: 'The KRA PIN does not match the legal name.' },
    status: 401,
  },
  { method: 'GET', url: '/api/admin/orders', query: { q: 'TK-7Q2M9X' }, status: 401 },
  { method: 'GET', url: '/api/admin/orders/:id', params: { id: ['2000000000'] }, status: 401 },
  { method: 'POST', url: '/api/admin/orders/:id/resend-tickets', params: { id: ['2000000000'] }, status: 401 },
  {
    method: 'POST',
    url: '/api/admin/orders/:id/refunds',
    params: { id: ['2000000000'] },
    body: { amount: 500, idempotencyKey: 'refund-key-0123456789abcdef' },
    status: 401,
  },
  { method: 'GET', url: '/api/admin/ledger/checks', query: { limit: '5' }, status: 401 },
  { method: 'POST', url: '/api/admin/ledger/checks', status: 401 },
  { method: 'GET', url: '/api/admin/dashboard', query: { days: '30' }, status: 401 },
  // Operations (docs/operations.md): the probes, and the metrics, closed to a caller without the operator token.
  { method: 'GET', url: '/healthz' },
  { method: 'GET', url: '/readyz' },
  { method: 'GET', url: '/metrics', status: 403 },
  { method: 'GET', url: '/api/admin/catalogue', status: 401 },
  { method: 'POST', url: '/api/admin/catalogue/categories', body: { name: 'Wellness' }, status: 401 },
  {
    method: 'PATCH',
    url: '/api/admin/catalogue/categories/:id',
    params: { id: ['1'] },
    body: { name: 'Music and Nightlife', sortOrder: 2 },
    status: 401,
  },
  { method: 'DELETE', url: '/api/admin/catalogue/categories/:id', params: { id: ['99999'] }, status: 401 },
  { method: 'POST', url: '/api/admin/catalogue/subcategories', body: { name: 'Yoga', categoryId: 1 }, status: 401 },
  {
    method: 'PATCH',
    url: '/api/admin/catalogue/subcategories/:id',
    params: { id: ['1'] },
    body: { sortOrder: 3 },
    status: 401,
  },
  { method: 'DELETE', url: '/api/admin/catalogue/subcategories/:id', params: { id: ['99999'] }, status: 401 },
  {
    method: 'POST',
    url: '/api/admin/catalogue/tribes',
    body: { name: 'Lake Runners', linkUrl: 'https://chat.whatsapp.com/AbCdEf123' },
    status: 401,
  },
  {
    method: 'PATCH',
    url: '/api/admin/catalogue/tribes/:id',
    params: { id: ['1'] },
    body: { archived: true },
    status: 401,
  },
];

/**
 * Admin routes a visitor may call: the sign-in steps (they need the password or the half-signed-in
 * cookie instead of a session). Every other /api/admin route must refuse anyone but an admin.
 */
export const ADMIN_SIGN_IN_ROUTES = new Set([
  'POST /api/admin/auth/password',
  'POST /api/admin/auth/totp',
  'POST /api/admin/auth/logout',
  'GET /api/admin/auth/enrollment',
  'POST /api/admin/auth/enrollment',
]);

/**
 * Registered routes deliberately left out, with the reason. Files of the built web app (one
 * route each) are left out by the test itself; the SPA fallback for every other path is fuzzed
 * separately.
 */
export const NOT_FUZZED: Record<string, string> = {
  'GET /api/docs': 'Swagger UI page: a redirect owned by @fastify/swagger-ui',
  'GET /api/docs/': 'Swagger UI page: owned by @fastify/swagger-ui',
  'GET /api/docs/static/index.html': 'Swagger UI static file',
  'GET /api/docs/static/swagger-initializer.js': 'Swagger UI static file',
  'GET /api/docs/static/*': 'Swagger UI static files (@fastify/static)',
  'GET /api/docs/yaml': 'the same document as /api/docs/json, as YAML',
  'GET /uploads/*': 'uploaded pictures (@fastify/static, only /uploads/{logos,avatars,events}/<random>.webp is served)',
};
