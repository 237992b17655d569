declare module 'virtual:i18n/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
