import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { readFlash } from '../lib/flash';

/** The alerts a previous screen handed over with its redirect (lib/flash.ts), each closable. */
export function FlashMessages() {
  const location = useLocation();
  const messages = readFlash(location.state);
  const [closed, setClosed] = useState<{ key: string; indexes: number[] }>({
    key: location.key,
    indexes: [],
  });
  const closedIndexes = closed.key === location.key ? closed.indexes : [];
  const visible = messages
    .map((message, index) => ({ message, index }))
    .filter(({ index }) => !closedIndexes.includes(index));
  if (visible.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {visible.map(({ message, index }) => (
        <Alert
          key={index}
          severity={message.severity}
          onClose={() => setClosed({ key: location.key, indexes: [...closedIndexes, index] })}
        >
          {message.text}
        </Alert>
      ))}
    </Stack>
  );
}
