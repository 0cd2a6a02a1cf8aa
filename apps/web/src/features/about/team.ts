/**
 * The five founders shown on the About page. Names are given in both scripts; the role is a
 * catalog key. Edit this list when the team changes.
 */
export const TEAM = [
  {
    name: { en: 'Rama Al-Khatib', ar: 'راما الخطيب' },
    role: 'team.lead',
    profile: 'https://www.linkedin.com/in/rama-alkhatib',
  },
  {
    name: { en: 'Yazan Haddad', ar: 'يزن حداد' },
    role: 'team.backend',
    profile: 'https://github.com/yazan-haddad',
  },
  {
    name: { en: 'Leen Obeidat', ar: 'لين عبيدات' },
    role: 'team.frontend',
    profile: 'https://github.com/leen-obeidat',
  },
  {
    name: { en: 'Omar Al-Zoubi', ar: 'عمر الزعبي' },
    role: 'team.design',
    profile: 'https://www.linkedin.com/in/omar-alzoubi',
  },
  {
    name: { en: 'Dana Nasser', ar: 'دانا ناصر' },
    role: 'team.quality',
    profile: 'https://github.com/dana-nasser',
  },
] as const;
