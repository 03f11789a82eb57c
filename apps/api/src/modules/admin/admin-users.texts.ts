/** What the admin area's users actions say (translatable). */
export const ADMIN_USERS_TEXT = { userNotFound: 'There is no user with that number.' } as const;
