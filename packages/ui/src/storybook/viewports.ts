/** Storybook viewport presets: a 390 px phone and a 1440 px desktop. */
export const storybookViewports = {
  phone: { name: 'Telefono (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: {
    name: 'Desktop (1440 px)',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
} as const;
