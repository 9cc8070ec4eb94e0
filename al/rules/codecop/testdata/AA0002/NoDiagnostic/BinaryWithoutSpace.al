codeunit 50142 "Binary Minus Tight"
{
    procedure Binary(A: Decimal; B: Decimal): Decimal
    begin
        A := B - 1;
        A := (B) - (A);
        A := B * -A;
        Message('- A');
        // A := - B;
        exit(-(A + B));
    end;
}
