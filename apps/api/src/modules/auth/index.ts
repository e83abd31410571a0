// The public face of the auth module: what the app and other modules may use (its internals stay its own).
export { createAuthService, toUserDto, type AuthService } from './service';
export { authOf, createGuards, type Guards } from './guard';
export { hashPassword } from './password-hashing';
export { createPasswordService } from './password-recovery';
export { countOtherActiveOwners, findUserByEmail, findUserById, insertUser, lockOwnership, revokeUserSessions, type UserRow, updateUser } from './repo';
export { registerAuthRoutes, type SignInHook } from './routes';
export { createTokenSigner } from './tokens';
export { displayPhone } from './phone-sign-in';
export { authPlugin, authRoutes, phoneSignInPlugin } from './plugin';
