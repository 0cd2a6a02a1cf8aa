import { z } from 'zod';

/** The device of a new sign-in, as a notification keeps it (`notifications.detail`). */
export interface NoticedDevice {
  browser: string | null;
  system: string | null;
}

const deviceSchema = z.object({
  browser: z.string().max(40).nullable(),
  system: z.string().max(40).nullable(),
});

/** What a notification keeps of a device, as stored. */
export function deviceDetail(device: NoticedDevice): string {
  return JSON.stringify({ browser: device.browser, system: device.system });
}

/** The device a notification's detail names, or null when it names none. */
export function deviceOfDetail(detail: string | null): NoticedDevice | null {
  if (detail === null) return null;
  try {
    const device = deviceSchema.safeParse(JSON.parse(detail));
    return device.success ? device.data : null;
  } catch {
    return null;
  }
}
