/**
 * The landing's Register opens login-type with `?intent=register`: the page then speaks of joining,
 * not of logging in (issue 34). Its own file, so the landing does not load the login-type screen.
 */
export const REGISTER_INTENT = 'register';
