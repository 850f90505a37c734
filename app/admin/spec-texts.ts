/**
 * The staff page's texts that docs/PRODUCT.md#staff-area and docs/PRODUCT.md#sign-in-messages fix word for word. They are shown as written, in
 * Indonesian (or English where docs/PRODUCT.md has English), whatever the page's language.
 */
export const SPEC_TEXTS = {
  checking: "Memeriksa sistem autentikasi...",
  unavailableTitle: "Sistem Tidak Tersedia",
  unavailableText: "Sistem autentikasi sedang dalam pemeliharaan",
  retry: "Coba Lagi",
  access: "Hubungi administrator untuk mendapatkan akses",
  submitting: "Logging in...",
} as const;

/** docs/PRODUCT.md#sign-in-messages: the message for each sign-in error code. */
const LOGIN_MESSAGES: Record<string, string> = {
  "auth/invalid-email": "Email tidak valid",
  "auth/user-disabled": "Akun telah dinonaktifkan",
  "auth/user-not-found": "Email tidak terdaftar",
  "auth/wrong-password": "Password salah",
  "auth/too-many-requests": "Terlalu banyak percobaan login. Coba lagi nanti",
};
const OTHER_CODE = "Gagal login. Periksa email dan password Anda";
const NO_CODE = "Sistem autentikasi tidak tersedia. Silakan coba lagi nanti.";

/** The message for a failed sign-in: by its code, or the "unavailable" one when the request got no code. */
export function loginErrorMessage(code: string | undefined): string {
  if (code === undefined) return NO_CODE;
  return LOGIN_MESSAGES[code] ?? OTHER_CODE;
}
