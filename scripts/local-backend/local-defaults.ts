/** Where `npm run backend` listens unless told otherwise: the Supabase CLI's local ports. */
import { superuserUrl } from "./postgres";

export const LOCAL_API_PORT = 54321;
export const LOCAL_DB_PORT = 54322;
/** Supabase CLI's local database password; this server only listens on loopback. */
export const LOCAL_DB_PASSWORD = "postgres";
export const LOCAL_DATABASE_URL = superuserUrl(LOCAL_DB_PASSWORD, LOCAL_DB_PORT);
