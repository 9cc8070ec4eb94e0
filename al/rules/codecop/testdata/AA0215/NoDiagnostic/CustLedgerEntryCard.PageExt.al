pageextension 50245 "Cust. Ledger Entry Card" extends "Customer Card"
{
}
