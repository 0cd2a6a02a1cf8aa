/**
 * The five founders on the About page: each name in both scripts, the role as a catalog key, an
 * external profile link. The entries stand in for the real team until its members send their names
 * and profile addresses; the links point at a reserved domain so that none of them leads to a
 * stranger's account.
 */
export const TEAM = [
  {
    name: { en: 'Rama Al-Khatib', ar: 'راما الخطيب' },
    role: 'team.lead',
    profile: 'https://example.com/team/rama-alkhatib',
  },
  {
    name: { en: 'Yazan Haddad', ar: 'يزن حداد' },
    role: 'team.backend',
    profile: 'https://example.com/team/yazan-haddad',
  },
  {
    name: { en: 'Leen Obeidat', ar: 'لين عبيدات' },
    role: 'team.frontend',
    profile: 'https://example.com/team/leen-obeidat',
  },
  {
    name: { en: 'Omar Al-Zoubi', ar: 'عمر الزعبي' },
    role: 'team.design',
    profile: 'https://example.com/team/omar-alzoubi',
  },
  {
    name: { en: 'Dana Nasser', ar: 'دانا ناصر' },
    role: 'team.quality',
    profile: 'https://example.com/team/dana-nasser',
  },
] as const;
