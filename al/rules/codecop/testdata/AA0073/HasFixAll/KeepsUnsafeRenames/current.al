table 50360 "AA0073 Buffer 7"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50360 "AA0073 Unsafe Renames"
{
    var
        [|Plain|]: Record "AA0073 Buffer 7" temporary;

    protected var
        [|Shared|]: Record "AA0073 Buffer 7" temporary;

    procedure Fill(var Customer: Record Customer)
    var
        [|Scoped|]: Record "AA0073 Buffer 7" temporary;
        [|Traced|]: Record "AA0073 Buffer 7" temporary;
    begin
        Plain.Insert();
        Shared.Insert();
        with Customer do
            Scoped.Insert();
        Traced.Insert();
#if DEBUG
        Message('%1', Traced.Count());
#endif
    end;
}
