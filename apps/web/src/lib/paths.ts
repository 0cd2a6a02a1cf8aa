import type { Language } from '@tabarru/contract/constants';

import { localizePath } from './language';

/** Every route of the product (spec 000 §2.2), written once; `href` adds /ar for Arabic pages. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  feed: '/feed',
  events: '/events',
  event: (id: number | string) => `/events/${id}`,
  createPost: '/create_post',
  editPost: (id: number | string) => `/edit_post/${id}`,
  post: (id: number | string) => `/posts/${id}`,
  myPosts: '/myposts',
  about: '/about',
  profile: '/profile',
  user: (id: number | string) => `/user/${id}`,
  login: '/authentication/login',
  registration: '/authentication/registration',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  privacy: '/Privacy-Policy',
  terms: '/terms',
  contact: '/contact',
  messages: '/messages',
  directMessage: (userId: number | string) => `/dm/${userId}`,
  myClaims: '/myclaims',
  admin: '/admin',
  notAuthorized: '/not-authorized',
} as const;

export function href(path: string, language: Language): string {
  return localizePath(path, language);
}
