namespace Own.Reports;

using Base.Sales;

table 50160 "Own Ranking Buffer"
{
    fields
    {
        field(1; "Ranking Based On"; Option) { OptionMembers = Sales,Balance; }
    }
}

report 50160 "Own Customer List"
{
    dataset
    {
        dataitem(Cust; Customer)
        {
            column(Cust_Name; Cust.[=Nmae=]) { }
            column(Cust_Count; cust.[="Cuont"=]) { }
            dataitem("Sales Line Header"; "Sales Header")
            {
                column(Header_Amount; "Sales Line Header".[=Amont=]) { }
                column(Header_Name; Format(Cust.[=Nam=])) { }
            }
        }
    }

    requestpage
    {
        layout
        {
            area(Content)
            {
                group(Options)
                {
                    field(Show; Buffer.[="Ranking Base On"=]) { }
                }
            }
        }
    }

    var
        Buffer: Record "Own Ranking Buffer" temporary;
}

reportextension 50161 "Own Sales Invoice" extends "Sales Invoice"
{
    dataset
    {
        add(Header)
        {
            column(Header_Total; Header.[=Amout=]) { }
        }
    }
}
