/**
 * The session shell of CommonLayout pages: page toast, session state and rules, header account
 * area. StandaloneLayout pages load the first two only.
 */
import './notice.ts';
import './session.ts';
import './account-menu.ts';
