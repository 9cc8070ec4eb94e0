pageextension 50101 "Bar Customer Card" extends "Customer Card"
{
    layout
    {
        modify(Name)
        {
            [=Captoin=] = 'Name';
        }
        addafter(Name)
        {
            field("Bar Priority"; Rec."Bar Priority")
            {
                [=READONLY=] = true;
            }
        }
    }
}

tableextension 50102 "Bar Customer" extends Customer
{
    fields
    {
        modify("Name 2")
        {
            [=Mandatory=] = true;
        }
    }
}
