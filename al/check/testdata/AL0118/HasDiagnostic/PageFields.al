namespace Own.Sales;

using Base.Sales;

// A page without a source table: fields show globals and procedures.
page 50120 "Own Wizard"
{
    PageType = NavigatePage;

    layout
    {
        area(Content)
        {
            field(Step; [=StepNo=]) { }
            field(Total; [=GetTotl=]()) { }
            field(Text; Format([=Globl=])) { }
        }
    }

    var
        Step: Integer;
        Global: Text;

    procedure GetTotal(): Decimal
    begin
    end;
}

page 50121 "Own Customer"
{
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field("Bar Priority"; [="Bar Priorty"=]) { }
        }
    }
}
