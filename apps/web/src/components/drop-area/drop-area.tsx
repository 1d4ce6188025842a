import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';

type DropAreaProps = {
  /** The line beside the button ('Drop images here, or'). */
  text: ReactNode;
  buttonLabel: string;
  buttonVariant?: 'outlined' | 'contained';
  /** The file picker's `accept` list. */
  accept: string;
  multiple?: boolean;
  /** The hidden file input's accessible name. */
  inputLabel: string;
  isDisabled: boolean;
  /** Shown faded (e.g. nothing more can be added). */
  isDimmed?: boolean;
  onFiles: (files: File[]) => void;
  testId?: string;
};

/** A dashed area that takes dropped files or opens the file picker; the caller sends them. */
export function DropArea(p: DropAreaProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!p.isDisabled) p.onFiles([...e.dataTransfer.files]);
  };
  return (
    <Box
      data-testid={p.testId}
      onDragOver={(e) => {
        e.preventDefault();
        if (!p.isDisabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        bgcolor: isOver ? 'action.hover' : 'transparent',
        borderRadius: 2,
        px: 2,
        py: 2.5,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 1, sm: 2 },
        textAlign: 'center',
        opacity: p.isDimmed ? 0.6 : 1,
      }}
    >
      <CloudUploadOutlined color={p.isDisabled ? 'disabled' : 'action'} />
      <Typography color="text.secondary">{p.text}</Typography>
      <Button
        variant={p.buttonVariant ?? 'outlined'}
        disabled={p.isDisabled}
        onClick={() => input.current?.click()}
      >
        {p.buttonLabel}
      </Button>
      <input
        ref={input}
        type="file"
        accept={p.accept}
        multiple={p.multiple}
        hidden
        aria-label={p.inputLabel}
        onChange={(e) => {
          p.onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </Box>
  );
}
