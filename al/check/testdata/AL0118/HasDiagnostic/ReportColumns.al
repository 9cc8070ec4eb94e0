namespace Own.Sales;

using Base.Sales;

report 50110 "Own Customer List"
{
    dataset
    {
        dataitem(Cust; Customer)
        {
            column(No; [="Number"=]) { }
            column(CustName; Name) { }
            column(Total; [=TotalAmnt=]) { }
            dataitem(Header; "Sales Header")
            {
                column(Amount; [=Amout=]) { }
            }
        }
    }

    var
        TotalAmount: Decimal;
}

reportextension 50111 "Own Sales Invoice" extends "Sales Invoice"
{
    dataset
    {
        add(Header)
        {
            column(OwnAmount; [=Amnt=]) { }
            column(OwnFlag; [=OwnFlg=]) { }
        }
    }

    var
        OwnFlag: Boolean;
}
