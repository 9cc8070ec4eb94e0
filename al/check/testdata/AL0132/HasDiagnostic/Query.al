namespace Own.Sales;

using Base.Sales;

codeunit 50170 "Own Query User"
{
    procedure Use()
    var
        Sales: Query "Customer Sales";
        Own: Query "Own Totals";
    begin
        Sales.SetRange(No, '1');
        Sales.Open();
        while Sales.Read() do
            Message(Sales.[=Number=] + Sales.[="Customer Nam"=]);
        Sales.[=Reed=]();
        Message(Format(Own.[=Totl=]));
    end;
}

query 50171 "Own Totals"
{
    elements
    {
        dataitem(Cust; Customer)
        {
            column(Total; "No.") { Method = Count; }
        }
    }

    trigger OnBeforeOpen()
    begin
        CurrQuery.[=SetFilters=]();
    end;
}
