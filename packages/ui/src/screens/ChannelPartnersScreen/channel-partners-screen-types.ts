/** What the Channel Partners screen is given and what it hands back; the host maps these to its API. */
import type { ChannelPartnerDetailsRecord, NatureId } from '@plotline/domain';
import type { ListQuery, ListSort } from '../../patterns';

/**
 * One channel partner whole, as its details and the edit form read it: the API's ChannelPartner
 * (docs/product/records.md "Channel partner", GET /channelpartners/{id}), with the company,
 * mobile, email and associate count the list shows, and the details object of its nature.
 */
export type ChannelPartnerRecord = ChannelPartnerDetailsRecord & {
  id: number;
  name: string;
  natureId: NatureId;
  natureName: string;
  isActive: boolean;
  /** In percent. */
  commissionRate: number;
  remarks: string | null;
  metadata: string | null;
  /** For natures 3 and 4, the associates of every partner or authorized person together. */
  associatesCount: number;
  /** The main mobile (for natures 3 and 4, of the first partner or person). */
  mobileNumber: string | null;
  /** The main email (for nature 4, the company's). */
  emailId: string | null;
  /** The firm, company or identity name by nature; null for an individual person. */
  companyName: string | null;
  /** The id of the user who created the partner; the host names them (the record's createdByName). */
  createdBy: number;
  /** An ISO timestamp. */
  createdAt: string;
};

/**
 * One row of the list: what its columns show (docs/product/screens.md "Channel Partners"). The
 * whole partner is the host's load once it is opened (`record`).
 */
export type ChannelPartnerListRow = Pick<
  ChannelPartnerRecord,
  | 'id'
  | 'name'
  | 'natureId'
  | 'isActive'
  | 'commissionRate'
  | 'companyName'
  | 'mobileNumber'
  | 'emailId'
  | 'associatesCount'
  | 'createdAt'
>;

/** The list's filters, as the filter panel shows them; null means 'all'. */
export type ChannelPartnerFilters = {
  searchTerm: string;
  isActive: boolean | null;
  natureId: NatureId | null;
  name: string;
  mobileNumber: string;
};

/** Every filter off, as Clear All Filters leaves them. */
export const NO_CHANNEL_PARTNER_FILTERS: ChannelPartnerFilters = {
  searchTerm: '',
  isActive: null,
  natureId: null,
  name: '',
  mobileNumber: '',
};

/** What the list can be sorted by, in the API's words (GET /channelpartners/filtered). */
export type ChannelPartnerSortBy = 'Name' | 'CreatedAt' | 'NatureId';
export type ChannelPartnerSort = ListSort<ChannelPartnerSortBy>;

export type ChannelPartnerListQuery = ListQuery<ChannelPartnerFilters, ChannelPartnerSort>;
