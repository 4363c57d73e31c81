/** Where a coaching invitation's cancel link that no longer works lands (spec 01 §2.2). */
export const INVITATION_EXPIRED_PATH = '/coaching/invitation/expired';
