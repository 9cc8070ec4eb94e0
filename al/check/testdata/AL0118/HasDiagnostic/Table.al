namespace Own.Sales;

using Base.Sales;

tableextension 50100 "Own Customer" extends Customer
{
    fields
    {
        field(50100; "Own Code"; Code[10])
        {
            trigger OnValidate()
            begin
                if "Own Code" <> '' then
                    [=Nam=] := "Own Code";
            end;
        }
    }

    procedure Check()
    begin
        if not CheckCredit() then
            [="Own Cod"=] := '';
    end;
}
