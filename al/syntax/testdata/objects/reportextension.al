reportextension 50106 "Demo Report Ext" extends "Demo Order Report"
{
    dataset
    {
        add(Order)
        {
            column(Points; Points) { }
        }
        addafter(Line)
        {
            dataitem(Extra; Integer) { }
        }
        modify(Order)
        {
            trigger OnAfterAfterGetRecord()
            begin
                Points := 1;
            end;
        }
    }

    requestpage
    {
        layout
        {
            addlast(Options)
            {
                field(Points; Points) { }
            }
        }
    }

    var
        Points: Integer;
}
