import type { APIRequestContext } from '@playwright/test';

import { E2E_ADMIN, e2eEnv } from './env';
import { expect } from './fixtures';
import type { Photo } from './posts';

/** A session token of the administrator the app starts with, who may post and create events. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${e2eEnv().apiUrl}/authentication/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { jwtToken: string }).jwtToken;
}

/** The day `offset` days after today in Amman, as the API and the date field take it (YYYY-MM-DD). */
export function dayFromToday(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Amman' }).format(new Date());
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

export interface PostThroughApi {
  title: string;
  description: string;
  /** English category name, as the API stores it */
  category: string;
  region: string;
  area: string;
  /** one of Jordan's places by its id, as the place picker sends it */
  place?: string;
  /** where the item is exactly, 'lat,lng', as Use my location sends it */
  point?: string;
  /** what the give form says of an offer beyond its text: condition, quantity, deadline, share_mode */
  details?: Record<string, string>;
}

/** The text fields of a post's form, as the earlier client sends them (and a place, a point). */
function postFields(post: PostThroughApi) {
  return {
    title: post.title,
    description: post.description,
    email: E2E_ADMIN.email,
    phone: '0790000000',
    location: `${post.region} - ${post.area}`,
    features: JSON.stringify([post.category]),
    ...(post.place !== undefined && { place: post.place }),
    ...(post.point !== undefined && { point: post.point }),
    ...post.details,
  };
}

/** A post created through POST /create_post, as the earlier client sends it; its id. */
export async function createPostThroughApi(
  request: APIRequestContext,
  token: string,
  post: PostThroughApi,
  photo: Photo,
): Promise<number> {
  const response = await request.post(`${e2eEnv().apiUrl}/create_post`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { ...postFields(post), images: photo },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { post_id: number }).post_id;
}

/** The id of the member a session token belongs to, read from their profile. */
export async function memberIdOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${e2eEnv().apiUrl}/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }[])[0]?.id ?? Number.NaN;
}

/** Marks a post made by createPostThroughApi reserved, as its owner's edit form would. */
export async function reservePostThroughApi(
  request: APIRequestContext,
  token: string,
  postId: number,
  post: PostThroughApi,
): Promise<void> {
  const response = await request.put(`${e2eEnv().apiUrl}/Posting/update-post/${postId}`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { ...postFields(post), availability: 'reserved' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export interface EventThroughApi {
  /** the English version (the field the earlier client sends), '' for none */
  title: string;
  description: string;
  /** the Arabic version, left out by default */
  titleAr?: string;
  descriptionAr?: string;
  region: string;
  venue: string;
  ownerName: string;
}

/** An event three days from now, created through POST /events by the administrator; its id. */
export async function createEventThroughApi(
  request: APIRequestContext,
  token: string,
  event: EventThroughApi,
  photo: Photo,
): Promise<number> {
  const response = await request.post(`${e2eEnv().apiUrl}/events`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: event.title,
      description: event.description,
      title_ar: event.titleAr ?? '',
      description_ar: event.descriptionAr ?? '',
      location: `${event.region} - ${event.venue}`,
      owner_name: event.ownerName,
      event_date: dayFromToday(3),
      start_time: '10:00',
      end_time: '12:00',
      images: photo,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { event_id: number }).event_id;
}
