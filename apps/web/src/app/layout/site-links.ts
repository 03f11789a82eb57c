/** Tikiti's accounts elsewhere. One place, so a changed handle is a one-line edit. */
export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/tikiti.africa',
  x: 'https://x.com/tikitiafrica',
  facebook: 'https://www.facebook.com/tikitiafrica',
  tiktok: 'https://www.tiktok.com/@tikiti.africa',
} as const;

export const BLOG_URL = 'https://blog.tikiti.africa';
export const COMMUNITY_CHAT_URL = 'https://chat.whatsapp.com/TikitiCommunityKE';
export const CONTACT_EMAIL = 'hello@tikiti.africa';
export const POSTAL_ADDRESS = ['Tikiti Africa Ltd', 'P.O. Box 30155-00100', 'Nairobi, Kenya'] as const;
