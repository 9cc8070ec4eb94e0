namespace Own.Sales;

using Base.Sales;

tableextension 50100 "Own Customer" extends [=Custmer=]
{
}

tableextension 50101 "Own Qualified" extends [=Base.Sales.Customers=]
{
}

tableextension 50102 "Own Platform" extends [="No Such Table Anywhere"=]
{
}

pageextension 50100 "Own Card" extends [="Customer Cards"=]
{
}

pageextension 50101 "Own Card Case" extends [="CUSTOMER CRAD"=]
{
}

reportextension 50100 "Own Statement" extends [="Customer Statment"=]
{
}

permissionsetextension 50100 "Own Sales" extends [="Sales Basics"=]
{
}

pageextension 50102 "Own Entries" extends [="Customer Ledger Entry"=]
{
}

pageextension 50103 "Own Entries Qualified" extends [=Base.Sales."customer ledger entry"=]
{
}
