/**
 * Passwords that meet the length/uppercase/symbol rules yet are among the first an attacker
 * tries: a common base word (any case) plus digits and symbols, or a well-known full password.
 */
const BASE_WORDS = new Set([
  'password', 'passw0rd', 'pa$$word', 'p@ssword', 'p@ssw0rd', 'qwerty', 'qwertyuiop', 'asdfgh', 'asdfghjkl',
  'zxcvbnm', 'welcome', 'bienvenido', 'bienvenida', 'admin', 'administrator', 'administrador', 'letmein',
  'iloveyou', 'teamo', 'contrasena', 'contraseña', 'clave', 'secreto', 'secret', 'sunshine', 'princess',
  'princesa', 'football', 'futbol', 'baseball', 'dragon', 'monkey', 'master', 'shadow', 'superman',
  'batman', 'trustno', 'hello', 'hola', 'holamundo', 'abc', 'abcdef', 'abcdefg', 'abcdefgh', 'test',
  'prueba', 'usuario', 'user', 'login', 'changeme', 'default', 'sanarte', 'spain', 'espana', 'españa',
  'madrid', 'barcelona', 'realmadrid', 'mexico', 'argentina', 'colombia', 'summer', 'verano', 'winter',
  'invierno', 'spring', 'autumn', 'love', 'amor', 'familia', 'family', 'jesus', 'dios', 'charlie',
  'michael', 'jordan', 'starwars', 'pokemon', 'naruto', 'google', 'facebook', 'instagram', 'computer',
  'internet', 'samsung', 'iphone', 'apple', 'linkedin', 'azerty', 'qazwsx', 'mustang', 'access',
]);

const FULL = new Set(['1q2w3e4r!q', '1qaz2wsx!', 'zaq1@wsx', 'zaq12wsx!', '!qaz2wsx', 'q1w2e3r4!']);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (FULL.has(lower)) return true;
  // Strip the digits and symbols people add to satisfy rules: 'Password123!' → 'password'.
  const core = lower.replace(/[^a-zñáéíóúü@$0]+$/u, '').replace(/^[^a-zñáéíóúü]+/u, '');
  const letters = lower.replace(/[^a-zñáéíóúü]/gu, '');
  return BASE_WORDS.has(core) || BASE_WORDS.has(letters) || /^(.)\1+$/.test(letters);
}
