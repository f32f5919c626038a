import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The h1 of a wizard screen. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
      {children}
    </Typography>
  );
}
