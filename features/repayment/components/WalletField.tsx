import { useId, useState } from 'react'

import { fitsWallet, formatPhoneInput, market, phoneDigits, phoneExamples, validatePhone } from '@src/config/market'
import { displayMaskedPhone, displayPhone } from '@src/config/phoneShown'
import type { Wallet, WalletAccount } from '@src/lender/repayment/types'
import { digitsOnly } from '@src/lib/text'
import type { PickerProps } from '@src/ui/Picker'
import { useToast } from '@src/ui/Toaster'
import { whenOpen } from '@src/ui/whenOpen'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import type { WalletProblem } from '../problemWords'
import { useProblemWords } from '../useProblemWords'

/** The wallet picker opens at a tap: its code comes then, not with the screen. */
const Picker = whenOpen<PickerProps>(() => import('@src/ui/Picker').then((m) => m.Picker))

/** `onFile`: the lender's number when it came masked (shown as it is, never sent). */
export type WalletChoice = { wallet: Wallet | null; cardNo: string; onFile?: string }

/** A number the lender sent partly hidden ('0712****78'): letters or marks among the digits. */
export const isMaskedNumber = (s: string) => /\d/.test(s) && /[^\d\s+()-]/.test(s.trim())

/** The wallets offered: bankList, or the account's own wallet when the list is empty. */
export function walletOptions(wallets: Wallet[], account: WalletAccount): Wallet[] {
  if (wallets.length) return wallets
  return account.bankNode ? [{ name: account.bankName || account.bankNode, type: account.bankNode }] : []
}

/** Starts from the borrower's current account (bankCardInfo): its wallet type, else its name, else the first wallet. */
export function defaultWalletChoice(wallets: Wallet[], account: WalletAccount): WalletChoice {
  const options = walletOptions(wallets, account)
  const wallet = options.find((w) => w.type === account.bankNode) ?? options.find((w) => w.name === account.bankName) ?? options[0] ?? null
  // A masked number is not a number: digitsOnly would turn '0712****78' into '071278'
  // and send that. We show it as given and ask for the full number rather than send it masked:
  // SPEC 7 sends cardNo as the borrower's wallet number, and SPEC 5 keeps it digits only.
  if (isMaskedNumber(account.cardNo)) return { wallet, cardNo: '', onFile: account.cardNo.trim() }
  return { wallet, cardNo: digitsOnly(account.cardNo) }
}

/**
 * Another wallet picked: the account's own wallet brings back the lender's number for it; any other
 * keeps the typed number only when it fits that wallet's operator (src/config/market.ts), so an
 * M-Pesa number is not sent to Tigo Pesa unseen; an aggregator the market does not list keeps it.
 */
export function switchWallet(choice: WalletChoice, wallet: Wallet, account: WalletAccount): WalletChoice {
  if (wallet.type === choice.wallet?.type) return choice
  const own = account.bankNode !== '' && wallet.type === account.bankNode
  if (own && account.cardNo.trim() !== '') return { ...defaultWalletChoice([wallet], account), wallet }
  return { wallet, cardNo: fitsWallet(choice.cardNo, wallet) ? choice.cardNo : '' }
}

/**
 * The wallet a payment goes from (Repay and RepayDelay alike): the choice the field edits, starting
 * from the borrower's account, and its check at Pay Now. `checked` returns the wallet and number, or
 * null after saying what is missing (no wallet chosen; no number or not a mobile number of the
 * market, which is also marked on the field). `shown` is the wallet and number the summary names.
 */
export function useWalletChoice(wallets: Wallet[], account: WalletAccount) {
  const t = useT(messages)
  const toast = useToast()
  const [choice, setChoice] = useState<WalletChoice>(() => defaultWalletChoice(wallets, account))
  const [numberInvalid, setNumberInvalid] = useState(false)
  // The screen may first draw the kept copy, which holds no wallet number; when the lender's
  // answer brings it, an empty field takes it (for the wallet chosen meanwhile, if it fits).
  const [seenCardNo, setSeenCardNo] = useState(account.cardNo)
  if (seenCardNo !== account.cardNo) {
    setSeenCardNo(account.cardNo)
    if (choice.cardNo === '' && !choice.onFile && account.cardNo.trim() !== '') {
      const fresh = defaultWalletChoice(wallets, account)
      const wallet = choice.wallet ?? fresh.wallet
      const own = !wallet || wallet.type === fresh.wallet?.type
      if (own || fitsWallet(fresh.cardNo, wallet)) setChoice({ ...fresh, wallet })
    }
  }
  const words = useProblemWords()
  const refuse = (problem: WalletProblem) => {
    const example = phoneExamples()
    words.say(
      (w, lang) => w.walletProblemText(lang, problem, example),
      t('walletCheck'),
      (text) => toast(text, { kind: 'error' }),
    )
    return null
  }
  const checked = () => {
    if (!choice.wallet) return refuse('choose')
    // The market's one phone rule (src/config/market.ts), as on the bank form and the landing. The
    // number goes in the form it was given (SPEC 5 keeps it digits only).
    const ok = validatePhone(choice.cardNo)
    setNumberInvalid(!ok)
    if (!ok) return refuse(choice.cardNo ? 'invalid' : 'empty')
    return { wallet: choice.wallet, cardNo: choice.cardNo }
  }
  const field: Props = {
    wallets,
    account,
    choice,
    numberInvalid,
    onChange: (c) => {
      setNumberInvalid(false)
      setChoice(c)
    },
  }
  // What the payment summary names: the wallet and its number as every screen shows one, once both are there.
  const shown = choice.wallet && validatePhone(choice.cardNo) ? { wallet: choice.wallet.name, number: displayPhone(choice.cardNo) } : null
  return { field, checked, shown }
}

type Props = {
  wallets: Wallet[]
  account: WalletAccount
  choice: WalletChoice
  onChange: (c: WalletChoice) => void
  numberInvalid?: boolean
}

/** Wallet account: a picker of wallets and the wallet number (a phone number, kept as digits: SPEC 5). */
export function WalletField({ wallets, account, choice, onChange, numberInvalid }: Props) {
  const t = useT(messages)
  const id = useId()
  const [open, setOpen] = useState(false)
  const options = walletOptions(wallets, account)
  return (
    <section className="repay-section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('walletHeading')}</h2>
      <button
        type="button"
        className="ui-row repay-wallet"
        aria-haspopup="dialog"
        aria-label={choice.wallet ? t('changeWallet', { name: choice.wallet.name }) : t('chooseWallet')}
        onClick={() => setOpen(true)}
      >
        <span>{t('walletLabel')}</span>
        <span className="repay-wallet__name ui-value">
          {choice.wallet?.name ?? t('chooseWallet')} <span aria-hidden="true">›</span>
        </span>
      </button>
      <div className="repay-field">
        <label htmlFor={id}>{t('walletNumber')}</label>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={market.example}
          value={formatPhoneInput(choice.cardNo)}
          aria-invalid={numberInvalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange({ ...choice, cardNo: phoneDigits(e.target.value) })}
        />
        <p id={`${id}-hint`} className="repay-hint">
          {choice.onFile && !choice.cardNo ? t('walletMaskedHint', { masked: displayMaskedPhone(choice.onFile) }) : t('walletNumberHint')}
        </p>
      </div>
      <Picker
        open={open}
        title={t('chooseWallet')}
        options={options.map((w) => ({ value: w.type, label: w.name }))}
        value={choice.wallet?.type ?? null}
        onCancel={() => setOpen(false)}
        onConfirm={(type) => {
          setOpen(false)
          const picked = options.find((w) => w.type === type)
          onChange(picked ? switchWallet(choice, picked, account) : choice)
        }}
      />
    </section>
  )
}
