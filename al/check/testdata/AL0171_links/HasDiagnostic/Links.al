namespace Own.Sales;

using Base.Sales;

report 50100 "Own Statement"
{
    dataset
    {
        dataitem(Cust; Customer)
        {
            dataitem(Ledger; "Cust. Ledger Entry")
            {
                DataItemLink = [="Customer Number" = field("No.")=];
            }
            dataitem(Ledger2; "Cust. Ledger Entry")
            {
                DataItemLink = [="Customer No." = field("No."), "Posting Date" = field("Date Filtr")=];
            }
        }
        dataitem(Other; "Cust. Ledger Entry")
        {
            DataItemLinkReference = Cust;
            DataItemLink = [="Customer No." = field(Number)=];
        }
    }
}
