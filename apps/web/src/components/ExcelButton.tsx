import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { downloadFromServer } from '../lib/download';
import { StatusText } from './StatusText';
import { useT } from '../lib/i18n/use-t';

type Query = Record<string, string | number | boolean | undefined | null>;

/**
 * Downloads a report's Excel workbook, which the server builds: no spreadsheet code reaches the
 * web app. Sits beside the report's PDF button.
 */
export function ExcelButton(props: { path: string; query?: Query; disabled?: boolean }) {
  const t = useT();
  const [state, setState] = useState({ busy: false, message: '' });
  async function download() {
    setState({ busy: true, message: '' });
    try {
      await downloadFromServer(props.path, props.query);
      setState({ busy: false, message: '' });
    } catch (error) {
      setState({ busy: false, message: (error as Error).message });
    }
  }
  return (
    <Stack gap={4}>
      <Button
        variant="default"
        onClick={() => void download()}
        loading={state.busy}
        disabled={props.disabled}
      >
        {t('common.excel')}
      </Button>
      <StatusText text={state.message} error />
    </Stack>
  );
}
