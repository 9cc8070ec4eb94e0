table 50148 "Line Starts Property"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Kind; Integer) { }
        field(3; Ref; Code[20])
        {
            TableRelation = [|if|] (Kind = const(1)) "Line Starts Property"."No.";
        }
    }
}
