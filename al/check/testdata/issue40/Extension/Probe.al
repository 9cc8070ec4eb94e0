namespace Fixture.Probe;

using Fixture.Sales;

pageextension 50400 "Probe Customer Card" extends "Customer Card"
{
    layout
    {
        modify(Name)
        {
            ShowAsTree = true; // want AL0124
        }
    }

    actions
    {
        addafter(Statistcs) // want AL0271
        {
            action(ProbeOpen)
            {
                ApplicationArea = All;
            }
        }
    }
}

reportextension 50400 "Probe Customer List" extends "Customer - List"
{
    dataset
    {
        add(Cust)
        {
            column(Probe_Name2; "Name Two") { } // want AL0118
        }
        modify(Custs) // want AL0270
        {
        }
        addlast(Cust)
        {
            dataitem(ProbeLines; "Sales Headers") { } // want AL0185
        }
    }

    requestpage
    {
        layout
        {
            addlast(Optons) // want AL0270
            {
                field(ProbeFlag; ProbeFlag) { }
            }
        }
    }

    var
        ProbeFlag: Boolean;
}
