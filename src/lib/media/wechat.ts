/** The WeChat in-app browser, where downloads do not work (SPEC §8, map download). */
export const isWeChat = (userAgent: string): boolean => /MicroMessenger/i.test(userAgent);
