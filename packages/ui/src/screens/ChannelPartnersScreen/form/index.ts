export {
  ChannelPartnerFormModal,
  type ChannelPartnerFormModalProps,
} from './ChannelPartnerFormModal';
export type { StoredChannelPartner } from './channel-partner-form-types';
// How the host turns the saved form into the API's body (the domain is bundled into the build).
export {
  channelPartnerPayload,
  type ChannelPartnerForm,
  type ChannelPartnerPayload,
} from '@plotline/domain';
