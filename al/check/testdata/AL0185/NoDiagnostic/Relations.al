namespace Own.Sales;

using Base.Sales;

table 50173 "Own Good Relations"
{
    fields
    {
        field(1; "Customer No."; Code[20]) { TableRelation = Customer; }
        field(2; Type; Option) { OptionMembers = Customer,Header; }
        field(3; "No."; Code[20])
        {
            TableRelation = if (Type = const(Customer)) Customer."No." where(Name = filter(<> ''))
            else if (Type = const(Header)) "Sales Header"
            else AllObjWithCaption."Object ID";
        }
        field(4; Qualified; Code[20]) { TableRelation = Base.Sales.Customer."No."; }
        field(5; Own; Code[20]) { TableRelation = "Own Good Relations"; }
    }
}
