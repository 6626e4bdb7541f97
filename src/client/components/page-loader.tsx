import { Center, Loader } from '@mantine/core';
import { appText } from '../i18n/app-text';

export function PageLoader() {
  return (
    <Center py={80} aria-busy="true">
      <Loader aria-label={appText('layout.loading')} />
    </Center>
  );
}
