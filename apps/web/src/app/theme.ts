import { createTheme } from '@mantine/core';

/** Light theme; Mantine's breakpoints (36, 48, 62, 75em) are the spec's. */
export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  colors: {
    green: [
      '#e9f7ee',
      '#d7eadf',
      '#afd5bf',
      '#84bf9c',
      '#5fac7e',
      '#47a06b',
      '#389a60',
      '#28864f',
      '#1b7a43',
      '#046936',
    ],
  },
});
