interface "ABC IPayment"
{
}

interface "abc_IShipping"
{
}

interface XYZIPrinter
{
}

interface IPlain
{
}
