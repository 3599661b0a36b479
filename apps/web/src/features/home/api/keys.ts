/** The home feature's query keys, one factory for every read. */
export const homeKeys = {
  bannerList: (group: string) => ['banner-list', group] as const,
  memberCode: () => ['member-code'] as const,
};
