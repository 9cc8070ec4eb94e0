namespace Own.Sales;

using Base.Sales;

page 50120 "Own Customer Fields"
{
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field("Bar Priority"; Rec.[="Bar Priorty"=]) { }
            field(Nme; Rec.[=Nme=]) { }
            group(Other)
            {
                field(OtherName; OtherCustomer.[=Nmae=]) { }
                field(Credit; Rec.[=CheckCredt=]()) { }
                field(Formatted; Format(Rec.[=Cuont=])) { }
            }
        }
    }

    var
        OtherCustomer: Record Customer;
}

pageextension 50120 "Own Card Fields" extends "Customer Card"
{
    layout
    {
        addlast(Content)
        {
            field(Own; Rec.[=Nam=]) { }
        }
    }
}
