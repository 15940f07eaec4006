/**
 * Builds `server/src/password-policy/common-passwords.txt`, the common-password list the server
 * ships: `npx tsx scripts/common-passwords.ts`. No package with a public list is installed (see
 * server/README.md), so it is built from the passwords every published top list (NCSC's
 * "100k most common", SplashData's yearly lists, the RockYou leak) opens with, plus the
 * patterns they are full of: digit runs, repeated characters and keyboard walks. The server
 * also refuses a listed word with digits or symbols added at its end, so "Dragon2024!" needs
 * only "dragon" here.
 */
import { writeFileSync } from 'node:fs'

const words = `
password passw0rd p@ssword p@ssw0rd pass passwd pa55word password1 mypassword letmein welcome
welcome1 qwerty qwertyuiop qwertz azerty asdf asdfgh asdfghjkl zxcvbn zxcvbnm qazwsx qweasd
1qaz2wsx zaq12wsx 1q2w3e4r 1q2w3e4r5t q1w2e3r4 abc abcd abcde abcdef abcdefg abcdefgh abc123
iloveyou iloveu loveyou lovely love123 monkey dragon master shadow sunshine princess football
baseball basketball soccer hockey superman batman spiderman trustno1 hunter hunter2 freedom
whatever michael jennifer jordan jordan23 michelle daniel andrew joshua charlie thomas robert
matthew jessica ashley amanda nicole hannah samantha taylor anthony william george harley ranger
buster tigger ginger pepper cookie maggie bailey sophie chocolate butterfly flower summer winter
autumn spring starwars pokemon nintendo minecraft fortnite computer internet secret login admin
administrator root toor guest user test test123 tester default changeme temp temppassword
access master123 killer hello hello123 hellokitty cheese banana orange apple purple yellow
silver golden diamond money money123 mustang corvette ferrari porsche mercedes yamaha harley
jesus christ blessed angel angels heaven god godisgood family friends friend lovers forever
peanut chelsea arsenal liverpool manchester barcelona realmadrid juventus juventus1 matrix
qwerty123 qwerty1 qwe123 asd123 zxc123 aaa111 a1b2c3 a1b2c3d4 abcd1234 pass123 pass1234 passpass
dragon123 monkey123 shadow123 iloveyou1 princess1 sunshine1 football1 letmein1 welcome123
superstar rockstar rockyou zombie ninja samurai pirate cowboy cowboys eagles lakers yankees
redsox steelers packers raiders dolphins bulldogs tigers lions bears jaguar falcon phoenix
marina natasha nathalie soleil bonjour doudou chouchou loulou motdepasse azertyuiop azerty123
hallo passwort schatz sommer fussball ficken schalke bayern dortmund berlin hamburg
contrasena contraseña amor amormio teamo tequiero español mexico argentina colombia
parola sifre sifre123 salasana lozinka haslo zaq1xsw2 password123 admin123 root123 user123
letmein123 changeme123 welcome1234 qwertyui 1qazxsw2 qazwsxedc qwer1234 asdf1234 zxcv1234
trustme security secure private personal office work company business service support
system server database oracle mysql postgres linux windows microsoft google facebook
twitter instagram youtube netflix amazon apple123 samsung nokia iphone android
blink182 metallica nirvana slipknot eminem beatles pinkfloyd ledzeppelin
baby babygirl babyboy sweety sweetheart honey darling sexy hottie beautiful pretty
single lonely crazy happy smile lucky lucky7 luckyone winner champion victory legend
destiny infinity eternity universe galaxy planet rainbow thunder lightning storm
mother father sister brother daddy mommy mama papa grandma grandpa
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday
alexander alexandra victoria elizabeth christopher jonathan benjamin nicholas patrick
justin brandon tyler austin kevin brian jason eric steven richard joseph david james john
mary linda susan karen lisa sarah emily emma olivia sophia isabella mia chloe
shannon heather amber crystal melissa stephanie rebecca laura rachel megan lauren
charlie1 buster1 tigger1 ginger1 pepper1 bailey1 maggie1 cookie1
qwerty12 qwerty1234 1qaz2wsx3edc q1w2e3r4t5 q1w2e3r4t5y6 zaq1zaq1 qazqaz
asdfasdf qwerqwer zxczxc asdasd qweqwe aaaaaa abcabc
football123 baseball123 soccer123 hockey123 starwars123 pokemon123
iloveyou123 princess123 sunshine123 superman123 batman123
westside eastside homeboy gangster thug soldier army navy marine police
computer1 internet1 secret1 login1 admin1 master1 access1 hello1 test1
`

const digits = (): string[] => {
  const out = new Set<string>()
  for (let d = 0; d <= 9; d += 1) {
    for (let n = 4; n <= 12; n += 1) out.add(String(d).repeat(n))
  }
  const ascending = '0123456789012345'
  const descending = '9876543210987654'
  for (let start = 0; start <= 9; start += 1) {
    for (let n = 4; n <= 12; n += 1) {
      out.add(ascending.slice(start, start + n))
      out.add(descending.slice(start, start + n))
    }
  }
  for (const unit of ['12', '123', '1234', '12345', '01', '10', '69', '11', '21', '22', '00']) {
    for (let times = 2; unit.length * times <= 12; times += 1) out.add(unit.repeat(times))
  }
  for (const pair of ['112233', '11223344', '1122334455', '121212', '131313', '123321']) {
    out.add(pair)
  }
  for (let year = 1950; year <= 2030; year += 1) {
    out.add(`${year}${year}`)
    for (const day of ['0101', '1231', '1111']) out.add(`${day}${year}`)
  }
  return [...out]
}

const keyboard = (): string[] => {
  const rows = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'azertyuiop', 'qwertzuiop']
  const out = new Set<string>()
  for (const row of rows) {
    for (let start = 0; start < row.length; start += 1) {
      for (let n = 6; start + n <= row.length; n += 1) {
        const walk = row.slice(start, start + n)
        out.add(walk)
        out.add([...walk].reverse().join(''))
      }
    }
  }
  for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
    for (let n = 4; n <= 10; n += 1) out.add(letter.repeat(n))
  }
  return [...out]
}

const list = new Set(
  [...words.split(/\s+/), ...digits(), ...keyboard()]
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 4),
)
writeFileSync(
  new URL('../server/src/password-policy/common-passwords.txt', import.meta.url),
  `${[...list].sort().join('\n')}\n`,
)
