namespace Own.Sales;

using Base.Sales;

table 50172 "Own Relations"
{
    fields
    {
        field(1; "Customer No."; Code[20]) { TableRelation = [=Custmer=]; }
        field(2; Type; Option) { OptionMembers = Customer,Item; }
        field(3; "No."; Code[20])
        {
            TableRelation = if (Type = const(Customer)) Customer."No." where(Name = filter(<> ''))
            else if (Type = const(Item)) [="Itm"=];
        }
    }
}
