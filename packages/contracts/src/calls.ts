import { addAddress, deleteAddress, editAddress, getAddress } from './address.js';
import { earnArticleReward, getArticleDetail, getArticleList } from './article.js';
import { checkUserEmail, loginEmail, loginLiff, logout } from './authentication.js';
import { getBannerList, getLandingBanner } from './banner.js';
import { checkCode, scanCode } from './code.js';
import { checkConsent, getConsent, updateConsent } from './consent.js';
import { getCustomerInfo } from './customer.js';
import { checkDocumentQuota, getReceiptHistory, uploadReceipt } from './document.js';
import { getPointExpireTimeline, getPointHistory } from './history.js';
import { getOtpResponse, requestOtpByEmail, requestOtpChangeEmail, verifyEmail, verifyOtpByEmail } from './mail.js';
import { getMemberCode } from './member-code.js';
import { cancelMembership } from './membership.js';
import {
  getNotificationList,
  getNotificationPreferences,
  getUnreadCount,
  markNotificationRead,
  updateNotificationPreferences,
} from './notification.js';
import { changePassword, confirmPassword, forgetPassword, resetPassword, setPassword } from './password.js';
import { getFriendReferral, getPointRules, getTransferPointInfo, searchMember, transferPoint } from './point.js';
import { downloadExport, getConsentHistory, getPrivacyRequests, requestDeletion, requestExport } from './privacy.js';
import {
  getExclusivePrivilegeList,
  getFavPrivilegeList,
  getFlashSaleList,
  getGroupCategoryList,
  getPrivilegeCategories,
  getPrivilegeDetail,
  getPrivilegeList,
  getPrivilegeSubCategories,
  updateFavPrivilege,
} from './privilege.js';
import { getBrandDetail, getBrandList, getCompanyDetail, getCompanyList, getProductKindList } from './product.js';
import { changeEmail, changeMobileNo, getCustomerDataList, updateCustomer, updateProfilePicture } from './profile.js';
import {
  checkMerchant,
  getCouponHistory,
  getPrivilegeHistory,
  getRedemptionDetail,
  getRedemptionHistory,
  getTrackingStatus,
  redeem,
  showCouponCode,
  updateCouponCode,
} from './redemption.js';
import { register } from './registration.js';
import { checkOtpLock, requestOtp, resendOtp, verifyMobileNo, verifyOtp } from './sms.js';
import {
  deleteVirtualCard,
  getActiveVirtualCardList,
  getCounterCode,
  getExpiredVirtualCardList,
  getVirtualCardDetail,
  updateCreateAlert,
  updateExpireAlert,
  updateFavVirtualCard,
} from './virtual-card.js';

/** The registry of implemented calls; each new call is added here so the API and its docs see it. */
export const calls = {
  getNotificationList,
  getUnreadCount,
  markNotificationRead,
  getNotificationPreferences,
  updateNotificationPreferences,
  checkUserEmail,
  loginEmail,
  loginLiff,
  logout,
  getCustomerInfo,
  getLandingBanner,
  verifyMobileNo,
  requestOtp,
  resendOtp,
  verifyOtp,
  checkOtpLock,
  verifyEmail,
  requestOtpByEmail,
  requestOtpChangeEmail,
  verifyOtpByEmail,
  getOtpResponse,
  register,
  getConsent,
  checkConsent,
  updateConsent,
  getConsentHistory,
  updateCustomer,
  getCustomerDataList,
  changeEmail,
  changeMobileNo,
  updateProfilePicture,
  changePassword,
  confirmPassword,
  setPassword,
  forgetPassword,
  resetPassword,
  cancelMembership,
  requestDeletion,
  getAddress,
  addAddress,
  editAddress,
  deleteAddress,
  getPointHistory,
  getPointExpireTimeline,
  getTransferPointInfo,
  searchMember,
  transferPoint,
  getFriendReferral,
  getPointRules,
  checkCode,
  scanCode,
  checkDocumentQuota,
  uploadReceipt,
  getReceiptHistory,
  getArticleList,
  getArticleDetail,
  earnArticleReward,
  getBannerList,
  getPrivilegeCategories,
  getPrivilegeSubCategories,
  getPrivilegeList,
  getExclusivePrivilegeList,
  getFavPrivilegeList,
  getFlashSaleList,
  getGroupCategoryList,
  getPrivilegeDetail,
  updateFavPrivilege,
  redeem,
  getRedemptionDetail,
  showCouponCode,
  checkMerchant,
  updateCouponCode,
  getRedemptionHistory,
  getPrivilegeHistory,
  getCouponHistory,
  getTrackingStatus,
  getActiveVirtualCardList,
  getExpiredVirtualCardList,
  getVirtualCardDetail,
  updateFavVirtualCard,
  deleteVirtualCard,
  updateCreateAlert,
  updateExpireAlert,
  getCounterCode,
  getMemberCode,
  getProductKindList,
  getCompanyList,
  getCompanyDetail,
  getBrandList,
  getBrandDetail,
  requestExport,
  getPrivacyRequests,
  downloadExport,
} as const;
