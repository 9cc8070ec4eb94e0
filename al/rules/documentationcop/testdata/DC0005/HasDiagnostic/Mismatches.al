codeunit 50215 "DC0005 Mismatches"
{
    /// <summary>Documents a parameter twice.</summary>
    /// <param name="Amount">The amount.</param>
    /// [=<param name="amount">The amount again.</param>=]
    procedure Twice(Amount: Decimal)
    begin
    end;

    /// <summary>Names a parameter it does not have.</summary>
    /// [=<param name="Quantity">
    /// A quantity on two lines.
    /// </param>=]
    procedure Missing([="Unit Price": Decimal=])
    begin
    end;

    /// <summary>Returns nothing.</summary>
    /// [=<returns>A value that does not exist.</returns>=]
    procedure NoResult()
    begin
    end;

    /// <summary>Returns twice.</summary>
    /// <returns>The total.</returns>
    /// [=<returns>The total, again.</returns>=]
    procedure Total(): Decimal
    begin
    end;

    /// <summary>The return value is not documented.</summary>
    /// <param name="Value">A value.</param>
    procedure Undocumented(Value: Integer) [=Result: Boolean=]
    begin
    end;

    /// <summary>A try function returns whether it succeeded.</summary>
    [[=TryFunction=]]
    local procedure TryIt()
    begin
    end;
}
