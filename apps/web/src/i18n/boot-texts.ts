import type { Language } from '@tabarru/contract/constants';

interface BootTexts {
  loading: string;
  errorTitle: string;
  errorText: string;
  reload: string;
}

/**
 * The few texts shown before a catalog has loaded, or when loading the page failed, so they
 * cannot come from a catalog themselves.
 */
export const BOOT_TEXTS: Record<Language, BootTexts> = {
  en: {
    loading: 'Loading...',
    errorTitle: 'Unexpected Application Error!',
    errorText: 'Something went wrong while showing this page. Reloading usually fixes it.',
    reload: 'Reload the page',
  },
  ar: {
    loading: 'جارٍ التحميل...',
    errorTitle: 'حدث خطأ غير متوقع في التطبيق!',
    errorText: 'حدث خطأ أثناء عرض هذه الصفحة، وغالباً ما تحلّ إعادة التحميل المشكلة.',
    reload: 'أعد تحميل الصفحة',
  },
};
