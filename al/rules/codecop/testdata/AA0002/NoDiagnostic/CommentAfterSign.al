codeunit 50143 "Unary Comment"
{
    procedure Comment(A: Decimal)
    begin
        A := - /* sign */ A;
        A := -
            // wrapped
            A;
        A := Power(-2, +3);
    end;
}
